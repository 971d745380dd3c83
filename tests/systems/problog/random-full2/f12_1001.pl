:- use_module(library(lists)).
e0(1,1).
e1(2).
0.3::e1(1).
0.1::e1(3); 0.3::e1(1).
0.75::e2(1).
0.75::e2(3).
0.2::e2(1); 0.2::e2(2).
0.2::e3(1,1).
0.3::e3(1,3).
0.1::e3(1,1); 0.2::e3(2,2).
p00 :- p00, e3(3,Z).
p00 :- (e0(1,Y), compare(O, Y, 1), T =.. [g, Y], T \== g(0)) ; (e0(2,1), e3(1,1), e3(Y,3)).
p01(Y) <- (e3(X,1), e2(1), e0(X,Y), \+ e2(1), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2) ; (Y \== 3, e1(3), e0(Z,2), p00, between(1,3,Y)).
p01(Y) :- e1(Y), e0(Z,Y), findall(V, e3(Y,V), L), sort(L, S), length(S, N), N < 2, Z @< 3.
p10(X) :- p00, e0(X,Z), e0(Y,Z), findall(V, e3(3,V), L), sort(L, S), length(S, N), N < 2, not e3(X,X).
p10(X) :- e2(2), e2(3), e3(Z,Z), between(1,3,X), W is X + 2, W < 5.
P::p10(Y) :- (p00, p00, e3(Z,Y), \+ e2(3)), P is Y / 4.
query(p01(Y)).
evidence(p00, true).
