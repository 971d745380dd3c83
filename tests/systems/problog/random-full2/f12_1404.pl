:- use_module(library(lists)).
0.75::e0(2).
e1(3,1).
0.4::e1(1,3).
0.9::e1(1,2).
0.8::e2(2,2).
0.8::e2(1,2).
e3(1).
0.75::e3(2).
0.1::e3(3); 0.3::e3(1); 0.3::e3(2).
p00(Y,X) :- p01, p00(X,Y), p00(2,1), call(e2, 2, X).
p01 :- e1(1,Y), e0(3).
p01 :- p01, p01, e3(Y).
p10 :- (p00(3,Y), p10, p00(Y,3)) ; (e0(1), e2(Y,X), Y =:= 2).
p11(2) :- e0(X), p01, T =.. [g, X], T \== g(0), \+ e1(X,2).
P::p11(Y) :- (e2(X,Y), e2(1,X), T =.. [g, X], T \== g(0), Y == 2), P is Y / 4.
p11(X) :- e2(Z,2), p01, e1(Z,1), between(1,3,X), call(p00, 2, X).
p20(X) :- p10, between(1,3,X).
p20(Y) <- (p10, p21(X,Z), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 2) ; (p00(Y,3), p01, Y @< a, findall(V, p00(3,V), L), length(L, N), N >= 1).
p20(X) :- p11(Z), p20(Y), e3(Y), between(1,3,X), Y @< a, call(e1, 2, X).
0.25::p21(1,X) :- (Y == 3, p00(Y,Y), between(1,3,X), W is X + 2, W < 5) ; (p20(Y), e1(Y,2), p01, between(1,3,X), \+ p10).
query(p01).
