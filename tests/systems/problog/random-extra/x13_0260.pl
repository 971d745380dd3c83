:- use_module(library(lists)).
0.2::e0(2).
0.7::e0(1).
0.3::e0(3).
0.75::e1(2,3).
0.6::e1(3,2).
e2(2,1).
p00(Y) :- e0(Y), e1(Y,Y), e2(Y,3), Y < 1.
p00(X) :- e2(Z,Y), p01(Y), between(1,3,X), not e2(Y,X), T =.. [g, Y], T \== g(0).
p00(X) <- p01(Z), between(1,3,X), W is Z + 2, W < 5.
\+p00(X) :- e1(X,2).
p01(Y) <- (p00(Z), between(1,3,Y), Y =:= 2) ; (p01(Y), \+ e2(Y,Y), findall(V, e2(Y,V), L), L \= []).
p01(X) :- p01(X), findall(V, e1(X,V), L), L \= [].
P::p01(X) :- (e0(Z), p01(Z), between(1,3,X)), P is X / 4.
0.2::\+p01(3) :- e2(3,2).
p10(Y) :- p00(Z), p10(Z), e2(Z,1), between(1,3,Y), subquery(e2(2,1), Q), Q < 0.33, W is Y + 1, W < 5.
p10(X) :- (p01(X)) ; (p10(1), between(1,3,X)).
P::p10(Y) :- (e1(1,1), p00(Y), Y < 3), P is Y / 4.
0.9::\+p10(1) :- e0(2).
p20 :- e1(X,Z), e1(X,Z), Z == 2.
p20 :- (p10(3), \+ e0(1)) ; (p01(Z), p00(Z), Z < 3, Z =:= 1).
0.5::p20 :- p00(3), e1(X,Y), p10(Y), X @>= 3, \+ p01(Y).
query(p00(Y)).
query(e0(3)).
evidence(p00(3), true).
