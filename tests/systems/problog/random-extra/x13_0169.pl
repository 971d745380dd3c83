:- use_module(library(lists)).
0.7::e0(3).
0.2::e0(2); 0.3::e0(3).
0.25::e1(1).
0.3::e2(2,2); 0.1::e2(1,1); 0.1::e2(3,3).
0.3::e3(1).
P::p00(X,Y) <- (e2(Z,X), p01(Z,2), between(1,3,Y), \+ e0(Y), not e1(X)), P is X / 4.
p00(X,Y) <- (p00(X,Z), p00(Z,Z), between(1,3,Y), compare(O, X, 3), findall(V, e1(V), L), L \= []) ; (e3(Y), between(1,3,X), \+ e1(Y)).
0.3::p00(Y,X) :- e2(Z,X), p00(Z,X), between(1,3,Y).
p01(Y,X) :- e2(Z,X), e1(2), e0(X), between(1,3,Y), \+ e0(Y), X @< f(1).
p01(X,1) :- e3(Z), between(1,3,X), W is X + 3, W < 5.
p01(1,X) <- e0(2), e1(X), e1(X), \+ e3(X).
\+p01(X,Y) :- e0(X), between(1, 3, Y).
p10(X) :- p11(Y,Z), between(1,3,X).
P::p10(Y) :- (p10(X), e0(1), p10(Z), between(1,3,Y), findall(V, p00(2,V), L), length(L, N), N >= 2, \+ e3(Z)), P is Y / 4.
\+p10(Y) :- e2(Y,1).
0.8::p11(X,Y) :- (p00(Y,2), p00(3,Z), p00(Z,Y), between(1,3,X)) ; (e1(Z), e0(X), e3(2), between(1,3,Y), T =.. [g, Y], T \== g(0), W is X + 1, W < 5).
p20 :- p20, p11(Z,1).
query(e0(3)).
query(p01(3,Y)).
