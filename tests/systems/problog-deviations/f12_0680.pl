:- use_module(library(lists)).
0.6::e0.
0.5::e1(2,3).
0.6::e1(3,1).
0.1::e1(1,2).
0.6::e2(3,3).
e2(2,3).
0.2::e2(3,3); 0.3::e2(1,1); 0.3::e2(2,2).
p00(Y) :- e1(2,X), between(1,3,Y).
p10(X,X) :- e2(X,2), e1(1,X), T =.. [g, X], T \== g(0).
P::p10(2,X) <- (X \== 2, e0, between(1,3,X)), P is X / 4.
p11(X) :- e2(Y,X), e0.
p20 :- p20, p20, p11(2).
p20 :- X \== 2, p00(X), e1(X,X), \+ p00(3).
p21(3) :- e0, e2(Y,Z), Y =:= 2, W is Z + 3, W < 5.
p21(X) <- p21(Y), between(1,3,X).
0.4::p21(X) :- p21(Z), e0, e2(3,Z), between(1,3,X), findall(V, p11(V), L), L \= [], Z < 3.
p30(X,X) <- p21(1), p11(Y), between(1,3,X), Y \== 1.
p30(Y,2) :- (p10(X,Z), between(1,3,Y), \+ p21(3), call(p00, X)) ; (p20, between(1,3,Y)).
0.2::p31(X,Y) :- e0, between(1,3,X), between(1,3,Y), findall(V, p00(V), L), L \= [], Y =\= 2.
p31(Y,Y) :- p00(Y), p10(2,Y).
query(p00(X)).
query(p10(X,X)).
