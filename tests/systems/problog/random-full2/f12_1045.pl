:- use_module(library(lists)).
0.2::e0(2,1).
0.6::e0(3,1).
e1.
0.25::e2.
0.3::e3(3); 0.2::e3(2); 0.1::e3(1).
P::p00(Y) :- (p00(Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
P::p00(X) :- (e0(Z,Z), between(1,3,X)), P is X / 4.
0.3::p00(Y) :- (Y \== 1, e1, e2, between(1,3,Y), Y =\= 2) ; (p00(X), between(1,3,Y)).
p10(2,2) :- e3(2), e3(Z), e0(Z,Z), call(e3, 2), Z >= 2.
p20 :- e1, p20.
p20 :- p10(Y,1), p00(2).
0.8::p21(X) :- p10(1,X), X @< 3, X @>= 3.
p21(X) :- e1, between(1,3,X).
p21(X) :- e0(1,Z), p20, p20, between(1,3,X), call(e3, X), findall(V, p10(3,V), L), sum_list(L, T), T > 2.
0.3::p30(2) :- (p00(Z), p20, Z =:= 1) ; (p10(Z,X), W is Z + 2, W < 5).
0.6::p30(X) :- p10(Y,1), e1, between(1,3,X), \+ e1, X = 1.
0.8::p30(X) :- p31(Y), p00(3), between(1,3,X), X =:= 3, findall(V, p10(Y,V), L), sum_list(L, T), T > 2.
p31(X) :- (p10(Y,1), p00(2), between(1,3,X)) ; (p10(X,Z), p31(X), p31(Y), not p10(X,Y), Z @=< 1).
query(p31(X)).
