:- use_module(library(lists)).
0.9::e1(1).
0.3::e2(1).
e2(3).
P::p00(X) :- (e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0)), P is X / 4.
\+p00(X) :- e0(X,1).
p01(2) :- e1(3), \+ e0(3,3).
p10(2) <- e2(2), e1(Z).
P::p10(X) :- (e0(X,2), p00(X)), P is X / 4.
p10(X) :- e1(Y), between(1,3,X).
0.8::p11(X) :- Y \== 1, p10(Y), p10(Y), between(1,3,X), findall(V, p01(V), L), L = [].
p11(3) :- p10(3), e1(Z), Z = 1.
p11(Y) :- p11(Z), p01(Z), e1(Z), between(1,3,Y), subquery(e0(3,2), Q), Q > 0.33, \+ e0(3,1).
\+p11(Y) :- e2(Y).
0.25::p20 :- p00(Y), findall(V, p11(V), L), sum_list(L, T), T > 2, not e0(2,3).
0.6::p20 :- (e0(Y,X), p00(Z)) ; (p11(Z), e0(X,Z), e0(3,Y), Y @< f(1)).
\+p20 :- e2(1).
query(e1(2)).
query(p11(X)) :- between(1,2,X).
