:- use_module(library(lists)).
0.7::e0.
0.2::e1.
0.25::e2(1,1).
0.75::e2(3,1).
p00(X,Y) :- X \== 3, e2(3,2), e2(X,X), p00(X,X), between(1,3,Y).
P::p00(X,X) <- (e0, between(1,3,X), compare(O, X, 2), W is X + 2, W < 5), P is X / 4.
0.75::p10 :- Y == 2, e2(Z,Y), Y =:= 3.
p10 :- e2(Z,Z), e2(1,1).
p20(3,X) :- p20(X,X), p20(X,Z), X \== X, not p00(3,Z).
p21 :- e0, e1, findall(V, e2(1,V), L), L \= [].
p21 :- p00(2,X).
0.1::p21 :- p20(1,X), p21, p10.
p30(X,X) :- (e2(3,Z), between(1,3,X)) ; (p10, e2(X,X), p31(Y), call(p20, X, Y), X < 2).
P::p30(X,Y) :- (p10, between(1,3,X), between(1,3,Y), call(p20, 3, X), compare(O, X, 2)), P is X / 4.
p30(X,Y) :- p30(Z,X), p21, e0, between(1,3,Y), Y @< 2, \+ p10.
p31(X) :- p00(X,1), p20(X,X).
query(p10).
query(\+ p20(3,3)).
