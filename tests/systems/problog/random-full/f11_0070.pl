:- use_module(library(lists)).
0.3::e0(2).
0.1::e0(3); 0.1::e0(2); 0.3::e0(1).
0.75::e1(2,1).
0.1::e1(2,2); 0.2::e1(1,1).
e2(1,1).
0.8::e2(2,3).
0.1::e3.
p00(Y) <- e2(Y,X), e3.
p01(1) :- p01(1), e1(Z,X), p01(Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Z =:= 3.
p01(1) :- (p00(3), e3) ; (e2(Y,Y), not e0(Y), T =.. [g, Y], T \== g(0)).
p01(Y) <- (p01(Y), e3, call(e1, Y, Y)) ; (p01(X), between(1,3,Y), compare(O, X, 1)).
p10 :- e2(1,X), p10, e3, X @< 1, X @< f(1).
query(e0(X)).
query(p01(X)).
