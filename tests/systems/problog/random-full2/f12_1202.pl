:- use_module(library(lists)).
e0(2,3).
0.25::e0(1,1).
0.7::e0(2,2).
e1(3).
0.1::e1(2).
0.1::e1(3); 0.3::e1(1); 0.2::e1(2).
0.6::e2(3).
0.75::e2(1).
e3(2).
0.8::e3(3).
0.1::e3(1); 0.1::e3(3); 0.3::e3(2).
p00(X,X) :- e1(Z), e1(Z), between(1,3,X), \+ e3(Z), findall(V, e2(V), L), L \= [].
P::p00(Y,X) <- ((p00(X,1), e0(X,X), between(1,3,Y), T =.. [g, X], T \== g(0), X < 3) ; (e0(Z,2), e1(1), e3(2), between(1,3,X), between(1,3,Y), W is Y + 2, W < 5, not e3(Y))), P is X / 4.
p00(X,Y) :- p00(Z,Z), e2(Z), between(1,3,X), between(1,3,Y).
p10 :- e0(3,X), W is X + 1, W < 5, X \== 1.
query(e1(1)).
query(e2(3)).
