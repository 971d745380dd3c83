:- use_module(library(lists)).
e0(2,1).
0.8::e0(3,3).
0.3::e0(3,2).
0.6::e1(2,1).
0.25::e2(3,1).
0.8::e2(2,2).
0.8::e2(3,2).
0.3::e3(3).
0.2::e3(3); 0.3::e3(1); 0.1::e3(2).
0.75::p00 :- (e0(Z,Z), W is Z + 3, W < 5) ; (e1(1,2), call(e3, 3), call(e3, 3)).
p10 :- (p10, \+ e1(1,2)) ; (p11(Z), Z @>= 2, \+ e3(1)).
p10 :- X \== 1, p11(X), p11(X), X \== X.
p11(2) :- p11(Z), p10, e0(Z,Z), Z \== Z, findall(V, e3(V), L), length(L, N), N >= 2.
P::p11(X) :- (p11(Z), e1(2,3), e2(Z,Z), between(1,3,X), compare(O, X, 2)), P is X / 4.
p11(Y) :- p11(Z), p10, between(1,3,Y), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2.
p20(X) :- (Z == 3, p10, p11(Z), between(1,3,X)) ; (e1(Y,X), p21(Y)).
0.9::p20(X) :- p20(1), e0(Z,Y), p00, between(1,3,X), findall(V, p11(V), L), L = [].
P::p20(Y) :- (e0(Z,Y), p11(1), p11(Y)), P is Y / 4.
p21(2) :- p00, p00.
p21(X) :- e3(Z), e3(1), p20(1), between(1,3,X), W is X + 3, W < 5, \+ e0(3,3).
query(e3(X)).
