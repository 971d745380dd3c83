:- use_module(library(lists)).
0.8::e0(1).
0.25::e2(2,2).
0.3::e2(3,3); 0.3::e2(1,1); 0.2::e2(2,2).
0.4::e3(2).
0.9::e3(1).
0.1::e3(1); 0.1::e3(3).
p00(X,X) :- (e3(X), p00(X,X), W is X + 3, W < 5) ; (p01(Y,Y), between(1,3,X)).
P::p01(X,X) :- (p01(X,3), \+ e1(3)), P is X / 4.
p10 :- p01(X,Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p11 :- p00(Y,Z), e1(Y), findall(V, e0(V), L), length(L, N), N >= 2, \+ e1(Y).
0.1::p11 :- e2(2,1).
p20 :- (p10, T =.. [g, 3], T \== g(0)) ; (p00(Y,Y), p20, p01(Y,Y), W is Y + 1, W < 5).
p21(Y) :- (p20, between(1,3,Y), W is Y + 2, W < 5) ; (p20, p21(X), between(1,3,Y), Y =:= 1).
0.4::p21(3) :- e2(X,Y), call(e1, Y).
0.7::p21(2) :- p00(X,2), \+ e1(1), \+ p10.
p30(X) :- e3(X), p31(X,2), p01(X,3), X @>= 1, findall(V, p21(V), L), L \= [].
p30(2) :- (p31(3,1), \+ p10) ; (e2(Z,X), p21(X), e0(1)).
0.8::p30(X) :- p00(2,X), p10, call(e3, X).
p31(X,Y) <- p01(Y,2), between(1,3,X).
0.1::p31(Y,Y) :- p01(Z,Z), p10, e2(Z,1), between(1,3,Y), Z @>= 2, \+ p00(Y,Y).
p31(X,Y) :- p10, p11, e1(Z), between(1,3,X), between(1,3,Y).
query(e2(1,Y)).
query(p10).
query(p00(X,X)) :- between(1,2,X).
