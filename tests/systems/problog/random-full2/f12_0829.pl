:- use_module(library(lists)).
0.3::e1(3,1).
p00 :- e0(2), p01(Z,Y), p00.
p00 :- (p01(2,X), p01(X,2), p00, call(e1, 1, X), \+ e1(X,3)) ; (e0(2), p00).
0.1::p00 :- e1(1,Z), e0(3), not e0(1).
p01(X,Y) :- (e0(Z), p00, between(1,3,X), between(1,3,Y), findall(V, e1(Y,V), L), L = [], Y =\= 1) ; (p00, e0(Y), between(1,3,X), findall(V, e1(Y,V), L), L = [], findall(V, e0(V), L), L = []).
0.3::p10(Y,Y) :- Y \== 1, p00, between(1,3,Y), Y == Y.
0.8::p11 :- p00, p10(3,Y), T =.. [g, Y], T \== g(0), Y @>= a.
0.4::p20 :- p20, p01(3,Z), Z @< 2, Z =\= 1.
p20 <- e0(X), p00, p11, \+ e1(X,X).
p21 :- p20, \+ e0(3), findall(V, e1(2,V), L), sum_list(L, T), T > 2.
p21 :- Z \== 1, p10(X,Z), p20, X >= 3.
p30(2,X) :- p10(Y,Y), p11, between(1,3,X), \+ e0(3), not e1(Y,X).
query(p21).
query(e0(X)).
query(\+ p30(2,3)).
