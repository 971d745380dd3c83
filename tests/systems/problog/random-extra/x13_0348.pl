:- use_module(library(lists)).
e0(3,3).
0.6::e0(1,1).
e1(2,3).
0.25::e1(2,2).
0.2::e1(3,3).
0.75::e1(3,1).
0.2::e1(1,1); 0.1::e1(2,2); 0.3::e1(3,3).
0.6::e2(3).
0.2::e2(2); 0.3::e2(1); 0.3::e2(3).
p00(X) :- p00(Y), p00(Y), e2(X).
p00(Y) :- e0(Z,1), between(1,3,Y), not e0(Z,Y).
p00(3) <- p01(X), findall(V, e1(1,V), L), L \= [].
P::p01(Y) :- (e2(Z), p00(Y), e1(Y,Y)), P is Y / 4.
P::p10(X,X) :- (p10(Y,Y), e2(2), between(1,3,X), \+ e1(X,2)), P is X / 4.
0.8::\+p10(Y,Y) :- e0(Y,2).
p11 :- (Z \== 1, e0(Z,Y), \+ e0(Y,Z)) ; (p00(X), p10(Y,3), p10(Y,X)).
p20(3) :- (p01(1), p00(X)) ; (Y == 1, e2(Y)).
p20(Y) :- p10(Z,X), e2(Z), between(1,3,Y).
p20(Y) :- e1(Z,Y), findall(V, p10(1,V), L), L \= [].
p30(X) :- p01(3), between(1,3,X).
p30(3) :- p30(Z), p20(Z), p20(Z).
p31(X) :- (p20(X), p01(Y)) ; (p20(Y), p10(Y,Z), between(1,3,X), W is Y + 3, W < 5, W is Z + 1, W < 5).
P::p31(X) :- (e2(X)), P is X / 4.
p31(X) :- p31(X), p30(3).
\+p31(Y) :- e2(Y).
query(p11).
query(p01(X)) :- between(1,2,X).
