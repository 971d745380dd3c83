:- use_module(library(lists)).
0.9::e0(1).
0.6::e0(2).
0.8::e1(2).
0.3::e1(2); 0.3::e1(1); 0.1::e1(3).
0.3::e2(1).
e2(2).
0.25::p00(2) :- p00(X), e1(Y), Y \= Y.
p00(X) :- p00(X), e2(3), X @=< 3, T =.. [g, X], T \== g(0).
p10(Y) <- (p11(Y,Y), e2(1), e2(Y), \+ e0(Y), findall(V, e2(V), L), L \= []) ; (e0(Y), p00(Y), p11(X,3)).
p11(Y,X) :- e1(2), p00(3), between(1,3,X), between(1,3,Y).
0.9::p11(X,X) :- e1(X), p11(X,X), p11(X,X).
0.1::p20(1,Y) :- (p00(3), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e0(Y), e1(2), e1(3), T =.. [g, Y], T \== g(0)).
0.2::p30(Y) <- p11(Y,Z), compare(O, Y, 3), Y =:= 2.
P::p30(X) <- ((e0(Z), e1(1), between(1,3,X), X @>= a) ; (e2(Y), p30(Y), p11(Z,Y), between(1,3,X))), P is X / 4.
p30(X) :- p11(2,Y), between(1,3,X), call(p10, X).
query(p30(1)).
query(p20(Y,3)).
query(p10(2)).
query(\+ e1(3)).
