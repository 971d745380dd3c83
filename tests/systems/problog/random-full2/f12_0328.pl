:- use_module(library(lists)).
0.8::e0.
e1.
0.8::e2(1,1).
0.25::e2(2,1).
p00 :- e0, e2(2,Y).
p01(1) :- e1, not e2(3,1).
p01(X) :- e1, between(1,3,X), findall(V, e2(2,V), L), L \= [].
0.3::p01(X) :- e2(3,Z), e1, between(1,3,X), \+ e0.
p10(Y,3) :- e1, p00, p01(Z), between(1,3,Y).
P::p20(Y) :- (e0, p01(X), between(1,3,Y)), P is Y / 4.
p20(2) :- p20(Y), findall(V, p10(Y,V), L), L = [], call(p10, 3, 3).
p21(Y) :- Y == 2, e1, p00, p21(1), between(1,3,Y).
P::p21(Y) :- (Z == 1, p10(Z,1), p21(1), between(1,3,Y), Y \= Z), P is Y / 4.
p21(X) :- p20(Y), p20(Y), between(1,3,X), findall(V, p10(X,V), L), L \= [].
p30(X,X) :- e2(1,1), e1, p30(Z,2), between(1,3,X), findall(V, p20(V), L), sort(L, S), length(S, N), N < 2.
P::p30(X,X) :- (e1, between(1,3,X), \+ p00, not p21(X)), P is X / 4.
p31 :- p10(1,Z).
p31 :- p31, p21(X), e1, X =\= 3, findall(V, p21(V), L), L \= [].
p31 :- p00.
query(p21(X)).
query(p01(3)).
query(p20(3)).
