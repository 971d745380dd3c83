:- use_module(library(lists)).
0.8::e0(2,3).
e0(2,2).
0.3::e1.
p00 :- e1, e0(Z,2).
p01(X) :- p00, e0(2,Z), between(1,3,X), W is Z + 3, W < 5.
p01(X) :- X \== 3, e1, between(1,3,X), findall(V, e0(1,V), L), L = [].
\+p01(1) :- e1.
p10(2) :- (p01(X), X @=< 2, findall(V, e0(X,V), L), L \= []) ; (p10(Z), p10(1), p10(Z), findall(V, e0(Z,V), L), sum_list(L, T), T > 2, findall(V, p01(V), L), L \= []).
P::p10(X) :- (p10(3), e0(X,Y)), P is X / 4.
\+p10(Y) :- e0(Y,3).
p11(3,Y) :- p00, e0(Z,2), p11(Y,X), Z @>= f(1), W is Y + 3, W < 5.
p11(X,Y) :- p11(Y,Z), p00, between(1,3,X).
p11(3,Y) :- (p10(1), p01(Z), between(1,3,Y), \+ p00, W is Y + 2, W < 5) ; (e1, p10(Y), p11(2,Y)).
p20(X) :- e1, p00, between(1,3,X).
p20(X) :- p11(2,Y), p21(Y), p11(Y,Y), between(1,3,X).
p21(Y) :- p21(Z), e0(Z,Z), p10(X), between(1,3,Y).
p21(X) :- p20(3), p10(Y), p20(Y), between(1,3,X), X =\= 2.
p30 :- (e1, p00, p20(3)) ; (Z == 3, e1, p10(Z), p20(Z)).
p30 :- p00, e1, p21(2), \+ p21(1).
p31(Y) :- p11(Z,2), between(1,3,Y), Z >= 3, \+ p20(Z).
p31(Y) :- p10(1), between(1,3,Y), \+ e0(Y,1), \+ p10(2).
p31(X) :- (p11(3,Z), between(1,3,X), \+ p20(Z)) ; (p30, between(1,3,X), findall(V, p10(V), L), length(L, N), N >= 2, X < 2).
query(p20(X)).
query(p31(2)).
query(p31(X)) :- between(1,2,X).
