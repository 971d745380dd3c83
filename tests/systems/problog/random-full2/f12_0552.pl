:- use_module(library(lists)).
0.1::e0(1).
0.75::e0(3).
0.1::e0(2); 0.3::e0(1).
0.25::e1.
0.1::e2(2).
0.2::e2(3).
e3(2,3).
0.75::e3(3,1).
0.3::e3(2,2); 0.2::e3(1,1).
p00 :- (Y \== 3, p01(1), e0(Y)) ; (e0(Y), findall(V, e2(V), L), L \= []).
0.7::p00 :- p00, e1, p01(Z).
p00 :- (p01(1), not e3(3,1)) ; (p01(Y)).
p01(X) :- e1, e1, p01(1), between(1,3,X).
p01(Y) <- p01(1), e3(X,Y), p00.
P::p10(X,Y) :- ((e0(X), e0(3), between(1,3,Y), not e2(X)) ; (e3(3,Y), p01(Y), e1, between(1,3,X), X >= 2, findall(V, e2(V), L), L \= [])), P is X / 4.
p10(1,Y) :- e0(X), p10(2,Y), p00, findall(V, e2(V), L), L \= [], \+ e2(Y).
p10(Y,X) :- e0(Y), e1, e2(1), between(1,3,X), call(e0, 3), Y >= 1.
P::p20(X) :- (e1, between(1,3,X), X @=< 3), P is X / 4.
p20(X) :- e1, between(1,3,X), W is X + 2, W < 5, X \= 1.
query(p20(Y)).
query(p00).
query(\+ e0(1)).
