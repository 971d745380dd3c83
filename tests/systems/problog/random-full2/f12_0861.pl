:- use_module(library(lists)).
0.2::e0(1).
0.75::e1.
0.25::e2(1,1).
0.75::e2(2,3).
e2(1,3).
0.1::e3(1).
0.75::e3(2).
p00(Y) :- e1, p00(Y), \+ e0(Y).
p00(Y) :- (e0(1), p01(Y), e3(Y), \+ e1) ; (p00(Y), e0(1), e0(2), \+ e1, findall(V, e0(V), L), L = []).
p00(Y) :- p01(X), p00(X), e0(X), between(1,3,Y), Y \== Y, Y >= 1.
p01(Y) :- (e1, p00(Y), p00(1), Y @>= 2) ; (e3(Y), p01(Y), e2(3,2), Y =:= 1).
p01(3) :- p00(2), \+ e2(3,1), T =.. [g, 1], T \== g(0).
p01(Y) :- p00(2), between(1,3,Y), W is Y + 3, W < 5.
p10(2) :- (p10(X), X @>= a) ; (e3(X), e0(X), call(e3, X)).
p20 :- (p10(3), e2(X,Z), W is Z + 3, W < 5) ; (p20, p20).
p20 :- e3(2).
p30(Y) :- p01(Z), p10(Z), p30(X), between(1,3,Y).
p30(X) :- p20, e1, between(1,3,X).
p30(X) :- e1, p20, e1, between(1,3,X), findall(V, p01(V), L), L \= [].
query(e2(Y,Y)).
query(p30(Y)).
query(p30(1)).
query(\+ p10(3)).
