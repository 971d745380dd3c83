:- use_module(library(lists)).
e0(2,1).
e0(1,3).
0.2::e0(3,1).
0.1::e0(2,2); 0.3::e0(3,3); 0.3::e0(1,1).
0.3::e1(1).
0.25::e1(2).
0.6::e1(3).
0.1::e1(1); 0.3::e1(2).
0.5::e2.
0.9::p00(2) :- p00(X), p00(2), findall(V, e1(V), L), L \= [], findall(V, e0(X,V), L), L = [].
P::p01(Y) <- ((Y == 3, e2, between(1,3,Y), \+ e0(Y,1)) ; (e1(Y), Y \= Y, W is Y + 3, W < 5)), P is Y / 4.
p01(1) :- p00(Y), e1(X), p00(Y), Y \= 1.
0.75::p10 :- e1(2), p10, p00(2).
0.75::p10 :- e1(Z), p10, p00(Z).
0.9::\+p10 :- e1(1).
p11(X,Y) <- e0(Z,Z), e0(2,Z), between(1,3,X), between(1,3,Y).
\+p11(3,X) :- e0(X,1).
P::p20(X) :- ((p20(Y), between(1,3,X)) ; (p10, p20(X), p00(Y), \+ p00(X))), P is X / 4.
p20(3) <- p01(X), p10, p00(Z), \+ p11(X,X).
p30(Y) :- (p30(Y), p20(2)) ; (p11(X,Z), between(1,3,Y)).
P::p30(Y) :- (e0(1,2), p00(X), between(1,3,Y)), P is Y / 4.
\+p30(X) :- e1(X).
query(e0(3,1)).
query(p20(Y)).
query(e2).
evidence(p20(2), false).
