:- use_module(library(lists)).
0.6::e0(2,1).
0.4::e0(3,3).
0.25::e1(3).
p00(Y) :- e0(Z,Y), e0(Z,Y).
0.75::p00(Y) :- p00(Z), e0(Y,2), p00(3).
0.1::p00(1) :- p00(3), e1(Y), p00(X), findall(V, e0(2,V), L), L \= [], call(e0, X, Y).
p10(Y) :- e0(Z,Y), e0(Z,Z), compare(O, Y, 3).
p10(Y) :- p00(X), p10(X), e1(X), between(1,3,Y), findall(V, p00(V), L), L \= [].
p10(X) :- X \== 3, p00(2), p10(Y), e0(X,Y).
p20 :- (e0(3,1), p10(2)) ; (p21(Z), p21(Y), \+ p10(Z)).
p20 :- (p10(2), e0(Y,Z)) ; (p21(3), p00(Z), p00(1), compare(O, Z, 3)).
p20 :- p10(X), X >= 3, T =.. [g, X], T \== g(0).
p21(2) <- p20, T =.. [g, 1], T \== g(0).
query(p21(2)).
query(p21(3)).
query(p00(Y)).
evidence(e1(2), false).
