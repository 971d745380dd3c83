:- use_module(library(lists)).
0.9::e0.
0.1::e1(3).
0.2::e1(2).
0.3::e1(2); 0.1::e1(1); 0.2::e1(3).
p00(X,2) :- p00(1,Z), e0, between(1,3,X), \+ e0.
0.8::p00(X,X) :- e1(Y), between(1,3,X), Y @>= 2.
p10(X) :- (e1(1), e0, e1(Z), between(1,3,X)) ; (e0, e0, p00(X,Z), X = X).
p20(X) :- (p21, p10(Z), p10(Z), between(1,3,X), call(p10, X)) ; (p21, between(1,3,X), findall(V, p10(V), L), L \= []).
0.5::p20(Y) :- (p00(X,3), p00(1,X), e0, between(1,3,Y), findall(V, p10(V), L), L = []) ; (e1(Z), e0, p10(Y)).
p21 :- (Z == 1, p20(Z), findall(V, p10(V), L), L = []) ; (p21, e1(3), p21, T =.. [g, 1], T \== g(0)).
p21 :- e1(Y), Y @=< f(1), Y < 1.
p30 :- p10(Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0).
p30 :- (p21, p21, e0, \+ p20(1), \+ p20(2)) ; (p21, \+ p21, call(p10, 3)).
p30 :- p31(Y), p20(Y), p21.
p31(Y) :- e0, between(1,3,Y).
p31(Y) <- p30, between(1,3,Y), W is Y + 2, W < 5, T =.. [g, Y], T \== g(0).
0.3::p31(X) :- (p31(X), p00(3,X), call(p00, X, X), X >= 3) ; (X == 3, e0, e0, p10(2), between(1,3,X), \+ e1(X)).
query(p21).
query(e1(2)).
query(p30).
query(p10(X)) :- between(1,2,X).
