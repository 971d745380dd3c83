:- use_module(library(lists)).
0.1::e0(2,2).
0.3::e0(3,3); 0.1::e0(2,2); 0.2::e0(1,1).
0.25::e1(2,3).
e1(2,2).
p00(Y) :- p00(Z), e0(1,2), e0(1,Z), between(1,3,Y).
0.3::p00(Y) :- p00(1), between(1,3,Y), \+ e1(Y,Y), not e1(Y,Y).
0.9::p00(X) :- e1(Z,X), findall(V, e0(X,V), L), L = [], \+ e0(X,3).
p10 :- (e1(Z,3), compare(O, Z, 2), compare(O, Z, 2)) ; (Z == 1, e1(3,Z), e0(Z,X), W is X + 3, W < 5).
0.3::p10 :- Z \== 3, e0(X,Z), p00(3).
p11(X,X) :- (p00(Z), p10, e0(Z,Z), between(1,3,X), \+ p00(Z)) ; (p00(Y), p10, p00(Y), between(1,3,X), X \= 2).
p20(Y,Y) :- Y \== 3, e1(2,Z), between(1,3,Y), \+ p10.
p20(Y,2) :- p10, p11(X,Z), between(1,3,Y), findall(V, p11(Z,V), L), L = [], findall(V, e0(X,V), L), L = [].
p21 :- p00(Z), p10, p20(Z,3).
p21 :- p21, p10, p21.
p30(2) :- p21.
p30(X) :- p11(Z,X), p10, p21, Z =\= 1, Z \== Z.
p30(X) :- p21, p10, e0(2,Z), between(1,3,X), \+ p11(2,Z), W is Z + 2, W < 5.
query(p20(Y,3)).
query(\+ p30(2)).
evidence(e0(3,3), true).
