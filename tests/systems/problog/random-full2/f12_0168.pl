:- use_module(library(lists)).
0.7::e0.
0.4::e1(3).
0.6::e1(1).
0.2::e1(2); 0.3::e1(3); 0.2::e1(1).
p00(1,Y) :- p01(X), e0, between(1,3,Y), not e1(2).
p01(X) :- e0, p00(Z,3), e1(Z), between(1,3,X), call(e1, X), not e1(X).
P::p01(X) :- (e0, e0, between(1,3,X), \+ e1(X), T =.. [g, X], T \== g(0)), P is X / 4.
p10(X,Y) :- p01(Y), e1(Y), p01(3), between(1,3,X), call(p00, X, Y).
P::p10(X,Y) :- (p01(2), between(1,3,X), between(1,3,Y)), P is Y / 4.
p10(X,Y) :- e0, p10(2,2), p10(2,Y), between(1,3,X), Y \= 3, findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p20(X) :- p00(X,X), findall(V, p00(X,V), L), L = [].
p20(1) :- (p21, p21, p01(Z), findall(V, p10(Z,V), L), L \= []) ; (p01(Z), findall(V, p10(Z,V), L), L = [], Z \== 2).
p21 :- e1(X), X @>= 1.
query(p10(2,2)).
query(e1(3)).
query(p20(1)).
query(p01(X)) :- between(1,2,X).
