:- use_module(library(lists)).
0.6::e0.
e1(3).
0.25::e2(1,1).
0.1::e2(2,2); 0.2::e2(1,1).
e3(3,2).
0.7::e3(1,3).
0.3::e3(3,3).
0.3::e3(2,2); 0.1::e3(1,1); 0.1::e3(3,3).
p00 :- e0, e1(X), e3(X,X), findall(V, e3(X,V), L), L = [], findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
p10 :- p00, e1(1), \+ e3(2,3).
p10 :- e1(2), p10, findall(V, e2(2,V), L), L = [].
p10 :- (p10, e2(Z,Y), e2(Z,1)) ; (p00, p00).
p11(X) :- p10, e2(Y,Z), between(1,3,X), findall(V, e2(Y,V), L), L = [].
p20(X) :- (Y \== 1, e2(X,Y), e1(1), call(p11, Y)) ; (e1(X), p11(X), p10).
0.6::p20(X) :- p20(Y), between(1,3,X), \+ p10.
P::p30(3,X) :- (e3(3,Y), e3(Y,2), p00, between(1,3,X)), P is X / 4.
p30(Y,Y) :- p30(Y,Y), Y >= 1.
p31(Y) :- (e3(X,Z), p30(X,Z), between(1,3,Y), W is Y + 1, W < 5, findall(V, p20(V), L), length(L, N), N >= 2) ; (e2(1,Z), between(1,3,Y), Z == Y).
0.4::p31(2) :- p11(Y), p10, findall(V, p20(V), L), sort(L, S), length(S, N), N < 2.
query(p11(3)).
query(p30(X,Y)).
