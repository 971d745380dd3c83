:- use_module(library(lists)).
0.3::e0(1,1).
e0(2,2).
e0(2,3).
e1(1).
e1(3).
0.2::e1(1); 0.3::e1(2).
p00 :- e1(1), e1(Y), Y @< 1.
p00 :- p00, e1(2), p00.
p00 :- p00, e0(Y,X), e1(Y), X >= 2, Y =\= 2.
P::p10(X) :- (X == 3, p10(X), findall(V, e0(X,V), L), L \= []), P is X / 4.
p20 :- Y == 1, e1(Y), Y == Y.
p20 :- p00, p00, p10(X), compare(O, X, 2).
query(e1(2)).
query(p00).
evidence(p20, false).
