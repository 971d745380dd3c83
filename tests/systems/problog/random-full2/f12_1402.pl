:- use_module(library(lists)).
0.2::e0.
e1(3).
0.8::e1(2).
0.75::e1(1).
0.3::e1(1); 0.2::e1(3).
p00 :- Z == 3, e1(Z), e0, p00, T =.. [g, Z], T \== g(0).
p00 :- e1(1), p00, T =.. [g, 2], T \== g(0).
p01 :- p01, \+ e1(3), call(e1, 1).
p10(X) :- (p01, p01, p11, between(1,3,X)) ; (e0, between(1,3,X), not e1(X)).
p11 :- (p10(X), p01) ; (p01, T =.. [g, 2], T \== g(0), call(e1, 1)).
0.9::p20 :- p21(X,Z), e0, p01, Z = Z, findall(V, e1(V), L), L = [].
p20 :- (p01, p11, p10(Y), T =.. [g, Y], T \== g(0), findall(V, e1(V), L), sum_list(L, T), T > 2) ; (p20).
p21(3,3) :- p10(X).
p21(Y,Y) :- p00, p20, p11, between(1,3,Y), Y == Y, findall(V, e1(V), L), L \= [].
0.2::p21(X,X) :- Y \== 3, e1(Y), p00, between(1,3,X).
p30(2) :- (p20, p00, e1(X)) ; (p11, p21(2,Z), Z @=< 1, findall(V, p21(3,V), L), L \= []).
query(p21(Y,1)).
query(p00).
query(p00).
