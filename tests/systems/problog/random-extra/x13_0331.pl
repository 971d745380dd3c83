:- use_module(library(lists)).
0.4::e0(3,3).
0.2::e0(3,1).
0.3::e1(1); 0.2::e1(2); 0.2::e1(3).
p00 :- e0(2,Y), e0(3,Y), not e0(Y,3).
p00 :- e1(X).
p00 <- e1(2), e0(Y,X), e1(2), findall(V, e0(1,V), L), L \= [], \+ e0(3,X).
p10(X) :- e1(Z), p10(X), e1(1).
p10(X) :- (p10(Z), between(1,3,X)) ; (e1(3), between(1,3,X)).
0.7::p10(Y) :- e0(X,X), between(1,3,Y).
\+p10(2) :- e0(1,2).
0.2::p20(Y) :- (p00, p20(X), between(1,3,Y)) ; (e1(1), p20(1), p00, between(1,3,Y), call(p10, Y)).
0.25::p30(3) :- e1(X), X =\= 3, not e1(X).
p30(X) :- p10(3), p30(X), p20(2), findall(V, p10(V), L), L \= [], \+ p00.
query(p20(3)).
query(\+ p00).
