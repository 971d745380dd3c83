:- use_module(library(lists)).
0.6::e0(2,1).
0.8::e0(2,2).
0.4::e1(2,3).
0.8::e1(1,2).
0.5::e2(3,1).
0.3::e2(1,1); 0.3::e2(2,2); 0.2::e2(3,3).
e3(2,1).
0.3::e3(1,1); 0.2::e3(2,2).
P::p00(Y) :- (p01(Z,Z), between(1,3,Y), not e2(Z,1)), P is Y / 4.
p00(Y) :- p00(2), e0(Y,X), findall(V, e3(Y,V), L), sort(L, S), length(S, N), N < 2, Y @=< 3.
p00(3) <- p01(2,X), e1(X,Z), e1(2,X), X @>= 3.
p01(X,Y) :- Y == 3, e0(Y,Y), p00(3), between(1,3,X).
0.7::p01(1,2) :- e3(X,3), e1(X,X), T =.. [g, X], T \== g(0), not e2(X,X).
p10(X) :- p01(Y,3), between(1,3,X), \+ e2(3,Y), \+ e1(X,X).
p10(X) :- X \== 3, e3(3,Z), e2(1,Z), between(1,3,X).
P::p11(Y) :- (e3(3,Y), e3(Y,Y), call(e3, Y, Y)), P is Y / 4.
p20(X) :- e0(Y,2), between(1,3,X), Y < 2.
query(p01(Y,Y)).
query(e3(1,Y)).
query(e2(X,3)).
query(p00(X)) :- between(1,2,X).
