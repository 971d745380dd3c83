:- use_module(library(lists)).
0.25::e0(1).
0.7::e0(3).
0.1::e0(3); 0.3::e0(1).
0.8::e1.
0.4::p00(X) <- p00(X), e0(X), p01.
p00(Y) :- e0(Y), \+ e0(1).
p01 :- p01.
p01 :- e0(Y), e1, Y @=< 3, findall(V, e0(V), L), L \= [].
p10(X) :- (e1, between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)) ; (e0(Y), e0(3), between(1,3,X)).
p20(X) :- p01, e1, between(1,3,X), compare(O, X, 2), X = X.
query(e1).
evidence(e0(3), true).
