:- use_module(library(lists)).
0.1::e0(3).
0.1::e0(3); 0.3::e0(1).
e1(2,1).
0.8::e1(2,2).
p00 <- p00, p00.
p00 :- e0(X), findall(V, e1(1,V), L), L = [].
P::p10(X,3) :- (p00, e0(Y), between(1,3,X), \+ p00), P is X / 4.
p11(X,Y) :- e1(1,X), e1(1,X), p11(2,X), between(1,3,Y).
p20(X) :- p20(Y), between(1,3,X), X =:= 2, \+ e0(Y).
P::p21(Y) :- ((e1(1,Y)) ; (p10(X,3), p21(3), p10(X,X), between(1,3,Y), X @=< 2)), P is Y / 4.
p21(X) :- p11(X,Y), findall(V, p11(Y,V), L), L = [], not e1(X,Y).
query(p20(Y)).
query(p20(3)).
query(p10(1,1)).
query(p20(X)) :- between(1,2,X).
evidence(p00, false).
