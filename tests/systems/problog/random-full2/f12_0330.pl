:- use_module(library(lists)).
0.6::e0(2,1).
e0(2,2).
0.3::e0(1,1); 0.2::e0(3,3).
0.75::e1(2,1).
0.75::e1(1,3).
0.3::p00(2) :- (p00(3), T =.. [g, 2], T \== g(0)) ; (e0(3,Z), findall(V, e1(Z,V), L), L \= []).
p00(2) :- p00(Y), e1(Y,Y), findall(V, e0(Y,V), L), L = [], call(e0, Y, 1).
p00(X) :- e0(X,3), p00(Z), Z @< 3.
p10(X) :- (p10(3), between(1,3,X), W is X + 2, W < 5) ; (p00(Y), p00(Y), p00(Y), between(1,3,X)).
0.75::p10(Y) :- (e1(X,Y), e0(X,2), \+ p00(Y)) ; (e0(Y,Y), e1(Y,3), not e0(Y,3), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
p20 :- p10(Y), e0(Y,2), \+ e1(Y,2).
p20 :- e0(1,1), e1(Z,X), e1(Y,X).
p21(2) :- p00(3), p00(1), e0(X,Z).
0.8::p21(Y) :- e0(X,Z), p21(X), between(1,3,Y).
0.1::p21(X) :- e1(1,Z), between(1,3,X).
p30(Y) :- p00(2), p30(2), e0(2,Z), between(1,3,Y).
p31(1) :- e1(1,Z), p21(Z), p20, \+ p10(3), T =.. [g, Z], T \== g(0).
p31(Y) :- (p10(1), between(1,3,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, \+ p10(Y)) ; (p20, e0(3,1), p21(2), between(1,3,Y), Y =\= 2, Y \= Y).
0.6::p31(3) :- p31(Y), not e1(Y,2).
query(p00(Y)).
query(p20).
query(\+ p21(1)).
