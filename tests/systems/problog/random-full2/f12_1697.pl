:- use_module(library(lists)).
0.4::e0(1,3).
0.4::e0(3,1).
0.25::e1(2,3).
0.3::e1(3,1).
0.3::e1(1,1); 0.2::e1(2,2).
p00 :- e0(Z,Y), e1(Y,Y), compare(O, Z, 2).
p10 :- X \== 3, e1(Y,X), p11(Y), e0(X,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2.
p10 :- p00, e0(Y,Y), p00.
p11(X) :- e0(1,X).
p11(X) :- p10, between(1,3,X), X \== X, call(e1, X, X).
P::p11(Y) :- (p11(2), between(1,3,Y)), P is Y / 4.
P::p20(Y) <- (e0(2,X), p00, between(1,3,Y)), P is Y / 4.
p30(1) :- p20(1), call(p11, 2).
0.75::p30(2) :- (e1(Z,2), p20(Z), p31, Z =\= 2, findall(V, p11(V), L), L \= []) ; (p30(Z), e1(Y,Z), p10).
p30(1) :- X \== 3, p30(1), p11(X), e1(Y,2), X =:= 3.
p31 :- (p10) ; (p11(X), X @>= 3).
p31 :- p10.
query(p10).
query(p00).
query(p30(1)).
