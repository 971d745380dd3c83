:- use_module(library(lists)).
e0.
e1.
0.2::e2(1,1).
e3(2,3).
0.6::e3(3,2).
0.7::e3(2,1).
p00(X,X) :- (e1, e2(X,Y), W is Y + 1, W < 5) ; (e1, between(1,3,X), X =\= 1, findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2).
P::p00(Y,Y) :- (e3(Z,X), e2(X,1), e3(X,1), between(1,3,Y), X =\= 3), P is Y / 4.
P::p10(2,Y) :- (e1, e0, between(1,3,Y), \+ e3(Y,Y)), P is Y / 4.
p20(X) :- (e1, p10(Z,Y), between(1,3,X)) ; (e2(X,Y), p10(1,Y), p00(3,Z), Y @< 2, findall(V, p00(1,V), L), L \= []).
0.4::p20(Y) :- e2(X,Y), e0, p20(Y).
p20(Y) :- e3(1,X), between(1,3,Y).
0.2::\+p20(X) :- e3(X,1).
query(e1).
query(e0) :- between(1,2,X).
