:- use_module(library(lists)).
0.8::e0.
0.4::e1.
0.25::e2(2).
0.2::e2(1).
p00(3) :- e2(Z).
P::p10(X,3) :- (p00(Z), e1, between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
0.75::p20(X,Y) :- p00(Y), p10(X,Y), p00(X), T =.. [g, Y], T \== g(0).
p20(Y,X) :- p21(Z,X), p10(Y,X), W is Y + 3, W < 5.
p21(3,X) :- p00(Y), p21(Y,Y), p21(Y,Y), between(1,3,X).
p21(3,X) :- e2(Z), between(1,3,X).
p30 :- (p00(X), p30, p30) ; (p10(Y,3), p30, findall(V, p00(V), L), L \= []).
query(e0).
query(e0).
query(p30) :- between(1,2,X).
