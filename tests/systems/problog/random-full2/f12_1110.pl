:- use_module(library(lists)).
e0(2,1).
0.75::e1(2).
0.4::e1(1).
0.3::e1(2); 0.2::e1(1); 0.3::e1(3).
0.1::e2.
0.3::e3(3,3).
0.9::e3(3,1).
p00 :- p00, not e1(2).
0.3::p00 :- e1(Z), e0(Y,2), Z \== Y, findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2.
p00 :- e1(Y).
0.25::p10 :- e0(Z,1), call(e3, Z, Z), findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2.
p10 :- p10, p00.
p11(Y) :- (p10, e0(Z,X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2) ; (e2, e0(1,3), between(1,3,Y)).
p11(Y) :- p10, e1(X), between(1,3,Y), not e0(Y,Y).
p20(X) :- (p00, p20(Z), between(1,3,X), X @=< 1) ; (e0(X,Y), X @< 3, \+ e1(Y)).
P::p20(X) :- (Y == 3, p21(3), e0(X,Y)), P is X / 4.
p21(X) :- p10, between(1,3,X), X >= 2.
0.7::p30(Y) :- p11(1), between(1,3,Y), call(p20, Y), findall(V, p20(V), L), L = [].
p30(X) :- p20(Z), p30(2), p30(Z), between(1,3,X), not e0(1,Z).
query(p11(2)).
query(\+ e3(1,2)).
