:- use_module(library(lists)).
0.25::e0(1,2).
0.3::e0(3,3).
e0(2,3).
0.4::e1.
p00 :- p00.
0.6::p10(2) :- p00, p00, e1, call(e0, 3, 3).
p10(X) :- e0(Z,X), e0(X,Z), \+ p00, X \= Z.
\+p10(3) :- e0(1,1).
p20 :- p10(Y), p20, Y < 2.
0.3::p20 :- e1, findall(V, p10(V), L), L \= [].
p20 :- p00, e1, e1.
p30(X) :- e1, p20, between(1,3,X), \+ e1.
p30(X) :- p00, between(1,3,X).
0.75::p30(Y) :- p31(Z), p30(Y).
0.7::\+p30(X) :- e1, between(1, 3, X).
p31(2) :- p10(X), e1.
0.3::p31(X) <- p30(Y), between(1,3,X).
p31(X) :- p31(X), p30(3), p10(2).
query(p31(3)).
