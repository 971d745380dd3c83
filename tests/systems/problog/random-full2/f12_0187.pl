:- use_module(library(lists)).
0.1::e0(3).
0.4::e1(3,2).
0.1::e2(3).
0.7::e2(2).
0.3::e2(2); 0.3::e2(3).
P::p00(Y) :- (e2(Z), e0(Z), e2(Z), between(1,3,Y), call(e2, Z), Y \= Z), P is Y / 4.
p10 :- e2(Y), e1(3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1.
p11(2) :- e1(Z,Y), p11(Z), e2(Y), findall(V, e2(V), L), L \= [], Z >= 2.
p11(Y) :- e0(Y), e0(Y), call(e1, Y, Y).
P::p11(Y) :- (Z == 2, e1(Z,Z), e2(1), e0(Y)), P is Y / 4.
p20(X,X) :- p20(1,1), p11(2), between(1,3,X).
p20(2,X) :- e0(3), p11(X), p00(X), W is X + 2, W < 5.
p21(3) :- (e0(Y), p00(Y), p21(Y)) ; (e2(Y), not e2(Y), compare(O, Y, 3)).
0.1::p21(Y) :- p21(X), e1(2,X), e2(X), between(1,3,Y).
query(p00(X)).
