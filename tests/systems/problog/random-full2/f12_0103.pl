:- use_module(library(lists)).
0.9::e0.
0.5::e1(1,2).
0.6::e2.
0.4::e3.
p00 <- (e1(Y,Y), e0, Y @< f(1), compare(O, Y, 2)) ; (e3).
p00 :- (e0, findall(V, e1(3,V), L), L = [], not e1(1,3)) ; (p00, p00, T =.. [g, 2], T \== g(0), \+ e3).
p00 <- (X == 3, e3, e1(X,3), e1(Z,1), \+ e0) ; (e1(X,3), e0, T =.. [g, X], T \== g(0), compare(O, X, 3)).
p10(X) :- p00, e3, e1(3,Y), between(1,3,X), W is Y + 3, W < 5, T =.. [g, X], T \== g(0).
p10(Y) :- p00, between(1,3,Y), compare(O, Y, 2).
p20(2) :- (p20(2), p00, e3, not p10(1)) ; (p10(Y), W is Y + 2, W < 5).
query(e2).
query(e0).
