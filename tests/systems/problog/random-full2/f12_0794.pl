:- use_module(library(lists)).
0.4::e0(1).
0.25::e0(2).
0.25::e1(3).
0.7::e1(1).
0.3::e1(2); 0.1::e1(1).
0.2::e2(2,1).
e2(1,2).
0.25::e2(1,3).
p00 :- e1(X), e2(1,X), findall(V, e0(V), L), L \= [], \+ e2(X,X).
p00 :- e0(Z).
p10(Y) :- e0(Z), e1(X), between(1,3,Y), W is Z + 1, W < 5.
P::p10(Y) :- (X \== 3, e1(X), e0(1), e0(X), between(1,3,Y)), P is Y / 4.
P::p20(Y,X) :- (p21(2,Y), p10(Y), between(1,3,X), findall(V, e0(V), L), L \= []), P is X / 4.
p20(X,1) :- e0(3), between(1,3,X), X >= 3.
0.7::p21(Y,X) <- (p10(Y), p00, between(1,3,X)) ; (e1(1), p00, e2(Y,2), between(1,3,X), \+ e1(X), Y \== X).
p21(X,Y) :- e0(Z), p20(3,Y), e0(1), between(1,3,X), X \= 1.
query(p00).
