:- use_module(library(lists)).
0.8::e0(1,1).
0.6::e1(2).
e1(1).
p00(X,X) :- p00(Z,X), findall(V, e1(V), L), L \= [].
p01(Y,Y) :- p00(Y,X).
P::p01(X,Y) :- (p00(Y,X), e0(Y,Y), p01(Z,Y), call(e1, Z)), P is Y / 4.
0.8::p10(3,X) :- (p01(Z,3), e1(Z), between(1,3,X)) ; (e1(1), p10(3,3), p10(X,X), W is X + 1, W < 5).
p10(X,3) :- p00(X,Y), e1(Y), e1(1), Y @=< 2, T =.. [g, X], T \== g(0).
p20(X) :- e1(1), p00(Z,3), p10(3,X).
P::p20(Y) :- (e1(X), between(1,3,Y), Y \= Y), P is Y / 4.
p20(Y) :- p10(X,X), p21, e0(X,2), between(1,3,Y), W is X + 3, W < 5, Y @>= 3.
p21 :- (p21, p20(X), T =.. [g, X], T \== g(0)) ; (e1(X), call(e1, X), X \= X).
p21 :- p21, T =.. [g, 2], T \== g(0).
query(p00(1,2)).
query(p20(X)) :- between(1,2,X).
