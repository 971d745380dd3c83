:- use_module(library(lists)).
0.1::e0(2).
0.3::e0(3).
e1(1).
0.6::e1(2).
0.3::e1(1); 0.3::e1(2); 0.2::e1(3).
p00(X,1) :- (e0(3), between(1,3,X), X < 1) ; (e0(X)).
P::p00(Y,Y) :- (e1(Y), e0(Z), findall(V, e2(3,V), L), L \= []), P is Y / 4.
p10(X,Y) :- p00(X,X), e0(3), e2(X,Y), findall(V, e0(V), L), L \= [].
p10(Y,Y) :- (p00(X,2), e0(X), between(1,3,Y), X \== 1) ; (p00(X,X), e1(X), between(1,3,Y), \+ e2(2,X)).
p20(X,Y) :- p20(3,Y), between(1,3,X), not p00(Y,Y), Y \= Y.
p30(Y) :- (p30(3), between(1,3,Y), Y =:= 3) ; (p10(2,Y), Y \= Y).
0.8::p30(Y) :- p00(Z,Z), p20(Z,1), between(1,3,Y).
0.5::p30(X) <- p30(1), e2(Z,Z), e1(Z), between(1,3,X).
p31(Y,X) :- (p00(3,Z), p20(Y,X), e1(2), findall(V, p00(X,V), L), L \= [], findall(V, e1(V), L), sum_list(L, T), T > 2) ; (p31(Y,Z), p30(X)).
P::p31(X,X) <- (p20(1,2), p30(2), between(1,3,X), X @>= 1, W is X + 2, W < 5), P is X / 4.
query(e1(Y)).
query(e1(Y)).
