:- use_module(library(lists)).
0.7::e0(2).
0.25::e1(1,1).
0.2::e1(3,3); 0.3::e1(1,1).
0.25::p00 :- (Y == 2, p01(1), p01(Y), e1(Y,Y), Y \== Y) ; (e0(X), e0(Z), e0(Y), \+ e0(1)).
p00 :- e0(3), findall(V, e1(3,V), L), L = [].
p01(X) :- p01(Z), between(1,3,X), findall(V, e1(3,V), L), L = [].
0.2::p10 :- (e0(2), call(e0, 3), T =.. [g, 1], T \== g(0)) ; (p00, p00, \+ p01(2)).
p10 :- p01(Z), p10, p01(Y), not e0(3).
p10 :- (e1(Y,Z), p01(Y), Z \== Y, Z \= 1) ; (p01(Y), p10, p00, call(p01, 3)).
p11(X) :- e1(Y,X), e0(3), T =.. [g, Y], T \== g(0).
p20 :- (p01(1), p11(Z), e1(2,3), findall(V, e1(Z,V), L), L = []) ; (p11(X)).
query(e0(1)).
query(p01(2)).
query(e1(2,X)).
