:- use_module(library(lists)).
0.4::e0.
0.9::e1.
0.6::e2.
0.4::e3.
0.6::p00 :- (e0, T =.. [g, 1], T \== g(0)) ; (e1, e1, T =.. [g, 1], T \== g(0)).
0.9::p00 :- e0, e3, e2, T =.. [g, 1], T \== g(0).
p00 :- e0, e3, e0, T =.. [g, 2], T \== g(0).
p01 :- e3, e0, e2, T =.. [g, 2], T \== g(0).
p01 :- e3, T =.. [g, 2], T \== g(0).
p10(2,Y) :- p10(Y,1), T =.. [g, Y], T \== g(0).
p10(X,X) :- p10(X,Z).
p10(Y,Y) :- (p10(X,3), e3, between(1,3,Y), Y @>= f(1), \+ p00) ; (e2, e0, p10(3,Y)).
p11 :- p11, e2, p00.
p11 :- e0, e0.
p20(2) <- e3, p20(Z), Z =:= 3, findall(V, p10(Z,V), L), sum_list(L, T), T > 2.
p20(Y) <- e0, p01, e1, between(1,3,Y).
P::p21(X) :- (p11, p11, p11, between(1,3,X), X =:= 2), P is X / 4.
p21(Y) :- p11, e2, between(1,3,Y).
p21(X) :- e3, p00, e0, between(1,3,X), X =\= 3, X \= 2.
query(p00).
query(e3).
query(\+ p11).
