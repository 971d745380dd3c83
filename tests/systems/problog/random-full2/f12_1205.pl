:- use_module(library(lists)).
0.3::e0(3,3).
0.25::e0(3,2).
0.2::e0(3,3); 0.1::e0(1,1).
0.3::e1(2).
p00 :- p01(Y), Y = Y, Y =:= 2.
P::p01(Y) :- (e0(Y,Y), p00, p00, findall(V, e0(Y,V), L), length(L, N), N >= 1, findall(V, e1(V), L), L \= []), P is Y / 4.
p01(2) :- p01(X), e1(Z), e1(X).
p10 :- p01(Y), p10, findall(V, e0(Y,V), L), L = [].
p10 :- p10, p10, e1(Z).
p20(X) :- (p01(2), p20(X), p20(Z), Z @=< 1) ; (p00, between(1,3,X), W is X + 3, W < 5).
p30 :- p30, p00.
p31 :- e0(3,Z), findall(V, e0(3,V), L), length(L, N), N >= 1, Z @>= a.
p31 :- p01(Y), p10.
query(p20(2)).
query(p30).
query(p30).
evidence(p30, true).
