:- use_module(library(lists)).
0.7::e1(1).
0.4::e1(2).
0.1::e1(3); 0.2::e1(1); 0.3::e1(2).
0.2::e2.
p00(1) :- p00(X), e2, e0(2), \+ e1(X).
p00(X) <- e2, e2, between(1,3,X), X =\= 3.
p00(Y) :- (p00(X), e2, e2, between(1,3,Y)) ; (e0(Z), e1(Z), p00(Z), between(1,3,Y), call(e0, Z)).
p10(Y) :- e0(X), p11(1), e0(Z), between(1,3,Y).
P::p11(Y) :- (e1(Z), between(1,3,Y)), P is Y / 4.
p20 :- p21, p00(Z).
p20 :- e2.
0.7::p21 :- p11(3), e2, \+ p11(3).
p21 :- p20, p21, e1(X), findall(V, e0(V), L), L = [].
p30 :- (e1(X), p00(X), X =:= 1) ; (e1(Z), Z =:= 1).
p30 :- p10(Y), p10(Y), Y \= Y, not e1(Y).
query(p20).
evidence(p21, false).
