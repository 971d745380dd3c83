:- use_module(library(lists)).
0.2::e0.
0.9::e1(3).
0.25::e1(1).
e1(2).
0.2::e1(2); 0.2::e1(1); 0.1::e1(3).
0.2::e2(1,1); 0.1::e2(3,3).
0.2::p00 :- e2(Y,Z).
p00 :- e0, e2(Y,X), call(e2, 1, 3).
p00 :- e2(X,Z).
0.5::p10(1) :- e1(Y), e0.
p10(X) :- p11, e1(3), between(1,3,X).
p11 :- e2(Z,3), findall(V, e1(V), L), L = [], Z \== Z.
P::p20(X) :- ((X \== 1, p11, p21(X)) ; (e1(2), p11, between(1,3,X), compare(O, X, 2), X @< a)), P is X / 4.
p20(2) :- p21(X), e2(X,2), e0.
p21(Y) :- p11, p10(2), between(1,3,Y), Y =\= 2, findall(V, e1(V), L), L \= [].
p30 :- p11, p21(Z), T =.. [g, Z], T \== g(0), Z =:= 2.
p30 :- p30, p30.
p31(X) :- p11, p20(X), e2(2,X), T =.. [g, X], T \== g(0).
0.3::p31(Y) <- p00, p20(Z), between(1,3,Y).
query(e2(3,Y)).
evidence(p30, true).
