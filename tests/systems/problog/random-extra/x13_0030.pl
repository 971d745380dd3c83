:- use_module(library(lists)).
0.5::e0(1).
0.2::e0(2); 0.1::e0(1).
e1(1).
0.3::e1(1); 0.1::e1(2); 0.3::e1(3).
p00 :- e1(Z), findall(V, e0(V), L), L = [].
p10(X) :- (p00, between(1,3,X)) ; (p11(X), p00).
p10(Y) :- p11(Z), e0(1), e1(Z), between(1,3,Y), W is Y + 2, W < 5, findall(V, e0(V), L), L \= [].
0.8::\+p10(X) :- e0(X).
p11(Y) :- e1(3), p10(Y), e1(Y), call(e1, Y), \+ e0(Y).
p11(X) <- X \== 2, e1(X), p00, p00.
0.3::p20(Y) :- p10(1), p20(Y).
query(p00).
evidence(e0(2), true).
