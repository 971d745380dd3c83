:- use_module(library(lists)).
0.8::e0(1).
0.1::e0(3); 0.2::e0(1); 0.3::e0(2).
0.2::e1(2,3).
0.5::e1(3,2).
P::p00(Y) :- (e1(Y,3)), P is Y / 4.
P::p00(Y) :- ((e0(Z), e0(Y), Y =\= 3) ; (p01, between(1,3,Y), Y = Y, findall(V, e0(V), L), sum_list(L, T), T > 2)), P is Y / 4.
p01 :- e0(3).
0.25::p01 :- e0(Y), W is Y + 3, W < 5, W is Y + 3, W < 5.
p01 :- e0(3).
p10(2,X) :- (p01, between(1,3,X), W is X + 1, W < 5, findall(V, e0(V), L), sum_list(L, T), T > 2) ; (p01, p01, p10(Z,3), between(1,3,X), Z @< f(1)).
0.7::p10(Y,Y) :- (e0(Z), between(1,3,Y), W is Y + 3, W < 5) ; (Y \== 2, e1(Y,Z), p01, p01, findall(V, e1(1,V), L), length(L, N), N >= 1).
p10(Y,3) :- e0(1), p10(Y,Y).
p20(X) :- e0(Z), e1(Z,3), e1(1,X), W is Z + 3, W < 5, not e0(3).
p30(Y) :- (p01, between(1,3,Y), W is Y + 3, W < 5, Y = 1) ; (X \== 3, e1(X,1), between(1,3,Y)).
0.2::p30(Y) :- p00(2), between(1,3,Y).
p30(Y) :- p30(X), between(1,3,Y), compare(O, Y, 2), \+ p10(Y,Y).
query(e1(3,1)).
query(p01).
query(\+ p20(3)).
evidence(e0(3), true).
