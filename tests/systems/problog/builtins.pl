% Standard order, term inspection, arithmetic helpers, call/N, the <- neck, not, hex integers.
0.5::a(1). 0.4::a(2). a(3).
c1 :- b @< c. c2 :- 1 @< a. c3 :- f(a) @> g. c4(O) :- compare(O, 1, 2).
c5 :- 1.0 @< 1. c6 :- X = f(Y), X @< f(a).
so(L) :- sort([c,a,b,a], L). 
un(L) :- f(a,b) =.. L. un2(T) :- T =.. [g, 1]. fu(N, A) :- functor(f(x,y), N, A). ar(X) :- arg(2, f(x,y), X).
pl(Z) :- plus(1, Z, 5). sc(X) :- succ(X, 4).
hx(X) :- X is 0x1F + 1.
cl(X) :- call(a, X).
cl2 :- G = a(1), call(G).

h <- a(1).
ng :- not a(1).
query(c1). query(c2). query(c3). query(c4(_)). query(c5). query(c6). query(so(_)). 
query(un(_)). query(un2(_)). query(fu(_,_)). query(ar(_)). query(pl(_)). query(sc(_)). query(hx(_)).
query(cl(_)). query(cl2).  query(h). query(ng). query(\+ a(2)).

