:- use_module(library(lists)).
0.5::e0.
0.7::e1.
p00(Y) <- (p01, e0, between(1,3,Y)) ; (e1, e1, between(1,3,Y), Y @< a).
p00(Y) :- (p01, e1, between(1,3,Y), compare(O, Y, 3)) ; (p01, between(1,3,Y), Y @>= 1, Y @>= f(1)).
p01 :- e1.
p01 :- p01, p01, T =.. [g, 3], T \== g(0).
p10 :- e0, p01, T =.. [g, 1], T \== g(0).
p10 :- p00(Z), findall(V, p00(V), L), L = [], \+ p01.
p11 :- p10, e1.
P::p20(Y) :- (p10, p01, e0, between(1,3,Y)), P is Y / 4.
0.4::p20(Y) :- p20(Z), e0, e0, between(1,3,Y).
p30(X) :- (p01, between(1,3,X), \+ p20(X)) ; (p11, p00(2), between(1,3,X), X =\= 1).
P::p30(Y) :- (p10, e1, between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0)), P is Y / 4.
0.1::p31(Y,X) :- X == 3, p11, between(1,3,X), between(1,3,Y), findall(V, p20(V), L), L \= [].
query(p00(2)).
query(e1).
query(p30(X)) :- between(1,2,X).
