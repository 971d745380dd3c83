:- use_module(library(lists)).
e0(3,1).
0.3::e0(2,2); 0.3::e0(1,1); 0.1::e0(3,3).
0.1::e1.
e2(3).
p00(1,X) <- (e0(Z,Z), e0(Z,Z), e2(Z), between(1,3,X)) ; (e1, p00(Z,Y), e1, between(1,3,X), Y \= Y).
0.25::p10(X,Y) :- (p00(2,Z), p00(X,Z), between(1,3,Y)) ; (e1, between(1,3,X), between(1,3,Y), Y =:= 3, X \== X).
p10(Y,X) :- e2(Y), p10(Y,Z), between(1,3,X).
0.4::p10(X,Y) :- p00(1,X), e1, e1, between(1,3,Y).
0.1::p20(Y) <- p21(1,3), between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p20(Y) :- (p10(X,2), p00(X,Y), p21(Y,X)), P is Y / 4.
p20(Y) :- p20(3), p00(1,Z), p20(3), between(1,3,Y), findall(V, p00(Z,V), L), sum_list(L, T), T > 2, Y =\= 2.
0.6::p21(X,Y) :- e1, p10(Y,Y), between(1,3,X), \+ p00(3,Y).
p21(Y,1) :- (p20(Y)) ; (p00(Y,Y), p10(Y,2), Y \= Y, Y \== 1).
P::p21(Y,Y) :- (p00(1,Y), findall(V, e0(3,V), L), L = []), P is Y / 4.
p30(X) :- Z == 3, e1, p10(X,Z), p30(Z), X =\= 2.
0.25::p31 <- p20(2).
p31 :- p21(X,X), p21(X,Y).
0.75::p31 :- (p20(1)) ; (e2(3), p20(Y), p10(X,Y), X < 3).
query(e1).
